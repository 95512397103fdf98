/**
 * CLI: `node --conditions=luminate-dist dist/main.js` compiled (`tsx src/main.ts` in development) —
 * starts the gateway from the environment; SIGTERM/SIGINT stop it gracefully. With
 * GATEWAY_PROCESSES above 1 this process becomes the primary of that many gateway workers, each
 * of which runs this same file (server/process-cluster/).
 */
import cluster from 'node:cluster';
import { loadConfig, startConfiguredGateway } from './index.ts';
import { gatewayProcessCount, runGatewayPrimary } from './server/process-cluster/index.ts';

async function main() {
  let gateway;
  try {
    const config = loadConfig(process.env);
    const processes = gatewayProcessCount(config);
    if (cluster.isPrimary && processes > 1) return await runGatewayPrimary(config, processes);
    gateway = await startConfiguredGateway(config);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.error(`${signal} received, draining…`);
    // The drain (see docs/operations.md, Rolling a replica) has DRAIN_TIMEOUT_MS; past it, exit anyway.
    const started = performance.now();
    const force = setTimeout(() => {
      console.error(`not drained after ${gateway.config.DRAIN_TIMEOUT_MS} ms, exiting`);
      process.exit(1);
    }, gateway.config.DRAIN_TIMEOUT_MS);
    force.unref();
    try {
      await gateway.close();
    } catch (error) {
      console.error(`drain failed: ${error instanceof Error ? error.name : typeof error}`);
      process.exit(1);
    }
    console.error(`drained in ${Math.round(performance.now() - started)} ms`);
    process.exit(0);
  };
  // A promise rejected with nobody listening (graphql-js can leave one behind when a list's
  // resolution is stopped part-way) must not take every user's gateway down: note it and go on.
  // The name only: an error's message may quote what a user typed.
  process.on('unhandledRejection', (reason) => {
    console.error(`unhandled rejection: ${reason instanceof Error ? reason.name : typeof reason}`);
  });
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

void main();
