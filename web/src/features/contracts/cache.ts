import type { ApolloCache, Reference } from '@apollo/client';
import type { ContractRowFragment } from '../../generated/graphql.ts';
import { isCachedList } from '../../shared/lib/tab-lists.ts';

/**
 * A contract the gateway answered as created joins the cached list, so the Active table and its
 * count show it without asking for the list again; a contract already listed is not added twice.
 */
export function appendContractToList(cache: ApolloCache, contract: ContractRowFragment): void {
  cache.modify<{ contracts: readonly Reference[] }>({
    fields: {
      contracts: (value, { toReference, readField }) => {
        if (!isCachedList(value) || value.some((item) => readField('id', item) === contract.id)) return value;
        const ref = toReference(contract);
        return ref ? [...value, ref] : value;
      },
    },
  });
}
