import type { ApolloCache, Reference } from '@apollo/client';
import type { CountyRowFragment } from '../../generated/graphql.ts';
import { isCachedList } from '../../shared/lib/tab-lists.ts';

/**
 * A county the gateway answered as added joins the cached list of every county, so the state tabs,
 * their counts and the table follow without asking for the list again. Only the whole list (no
 * state argument) is the page's; a list of one state is left as it is, and a county already
 * listed is not added twice.
 */
export function appendCountyToList(cache: ApolloCache, county: CountyRowFragment): void {
  cache.modify<{ counties: readonly Reference[] }>({
    fields: {
      counties: (value, { toReference, storeFieldName, readField }) => {
        if (storeFieldName !== 'counties' || !isCachedList(value)) return value;
        if (value.some((item) => readField('id', item) === county.id)) return value;
        const ref = toReference(county);
        return ref ? [...value, ref] : value;
      },
    },
  });
}
