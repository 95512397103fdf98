/**
 * The gateway's per-request Apollo plugins (limits, cost, execution guard, logging, …) handed to
 * Apollo as one plugin. Apollo awaits every hook of every plugin's listener at each step of every
 * request, defined or not; one combined listener with only the hooks in use saves those waits on
 * every operation. The listeners run in the order given, as separate plugins would.
 *
 * Only hooks that answer nothing are combined; a listener with any other hook (one that returns
 * end hooks or a response) is a programming error, refused on the first request that meets it.
 */
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';

const COMBINED_HOOKS = ['didResolveSource', 'didResolveOperation', 'didEncounterErrors', 'willSendResponse'] as const;
type CombinedHook = (typeof COMBINED_HOOKS)[number];
const SUPPORTED: ReadonlySet<string> = new Set(COMBINED_HOOKS);

export function combinedRequestPlugins<TContext extends object>(
  plugins: readonly ApolloServerPlugin<TContext>[],
): ApolloServerPlugin<TContext> {
  return {
    async serverWillStart(service) {
      for (const plugin of plugins) {
        if (await plugin.serverWillStart?.(service)) throw new Error('A combined request plugin may not answer serverWillStart');
      }
    },
    async requestDidStart(requestContext) {
      const listeners: GraphQLRequestListener<TContext>[] = [];
      for (const plugin of plugins) {
        const listener = await plugin.requestDidStart?.(requestContext);
        if (!listener) continue;
        for (const hook of Object.keys(listener)) {
          if (!SUPPORTED.has(hook)) throw new Error(`A combined request plugin may not use ${hook}`);
        }
        listeners.push(listener);
      }
      const combined: GraphQLRequestListener<TContext> = {};
      for (const hook of COMBINED_HOOKS) {
        const using = listeners.filter((l) => !!l[hook]);
        if (using.length === 0) continue;
        (combined as Record<CombinedHook, (arg: never) => Promise<void>>)[hook] = async (arg: never) => {
          for (const listener of using) await (listener[hook] as (arg: never) => Promise<void>)(arg);
        };
      }
      return combined;
    },
  };
}
