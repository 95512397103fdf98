/**
 * The Node flags the gateway runs with in production (`npm start`, the Docker image): the
 * benchmark starts its gateways with the same ones, so it measures what is deployed.
 */
export const GATEWAY_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=128'];
