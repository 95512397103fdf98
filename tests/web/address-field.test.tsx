// @vitest-environment jsdom
/**
 * The shared address field against real Apollo Client requests answered by msw: no lookup below
 * the minimum characters, one debounced lookup for what is typed (only the typed text is sent),
 * 'No matching US address', keyboard choice, the chosen place resolved and handed to the form, and
 * a message when the place cannot be resolved.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { HttpResponse } from 'msw';
import {
  ADDRESS_NOT_RESOLVED,
  AddressField,
  NO_MATCHING_ADDRESS,
  type ResolvedAddressParts,
} from '../../web/src/shared/address/address-field.tsx';
import { installDomShims } from './support/dom-shims.ts';
import { api, createTestApolloClient, mockGatewayApi } from './support/mock-api.ts';

installDomShims();
// The list scrolls its highlighted suggestion into view; jsdom has no layout to scroll.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

const server = mockGatewayApi();

const suggestion = (placeId: string, street: string, rest: string) => ({
  __typename: 'AddressSuggestion',
  placeId,
  description: `${street}, ${rest}`,
  mainText: street,
  secondaryText: rest,
});

const SUGGESTIONS = [suggestion('p1', '1200 Main St', 'Houston, TX 77002'), suggestion('p2', '1200 Maine Ave', 'Houston, TX 77004')];

const RESOLVED: ResolvedAddressParts = {
  placeId: 'p2',
  formattedAddress: '1200 Maine Ave, Houston, TX 77004, USA',
  street: '1200 Maine Ave',
  city: 'Houston',
  state: 'TX',
  zip: '77004',
  county: 'Harris',
  country: 'US',
  lat: 29.7301,
  lng: -95.3702,
};

function serve(options: { resolved?: ResolvedAddressParts | null } = {}) {
  const lookups: string[] = [];
  const resolutions: string[] = [];
  server.use(
    api.query('AddressSuggestions', ({ variables }) => {
      const input = String(variables.input);
      lookups.push(input);
      const matches = SUGGESTIONS.filter((s) => s.description.toLowerCase().startsWith(input.toLowerCase()));
      return HttpResponse.json({ data: { addressSuggestions: matches } });
    }),
    api.query('ResolvedAddress', ({ variables }) => {
      resolutions.push(String(variables.placeId));
      const resolved = options.resolved === undefined ? RESOLVED : options.resolved;
      return HttpResponse.json({ data: { resolvedAddress: resolved && { __typename: 'ResolvedAddress', ...resolved } } });
    }),
  );
  return { lookups, resolutions };
}

function renderField(minChars?: number) {
  const onResolved = vi.fn<(address: ResolvedAddressParts) => void>();
  render(
    <ChakraProvider value={defaultSystem}>
      <ApolloProvider client={createTestApolloClient()}>
        <AddressField minChars={minChars} onResolved={onResolved} />
      </ApolloProvider>
    </ChakraProvider>,
  );
  return { onResolved, input: screen.getByRole('combobox', { name: 'Find a US address' }) };
}

describe('AddressField', () => {
  it('waits for the minimum characters, looks up once per pause, and hands the chosen address to the form', async () => {
    const traffic = serve();
    const user = userEvent.setup();
    const { input, onResolved } = renderField(4);

    await user.click(input);
    await user.paste('120');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(traffic.lookups).toEqual([]);
    expect(screen.queryByRole('option')).toBeNull();

    await user.paste('0 Mai');
    expect(await screen.findByRole('option', { name: /1200 Maine Ave/ })).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(2);
    // Entered in one go (as a paste or a fast typist): one lookup, of the typed text only.
    expect(traffic.lookups).toEqual(['1200 Mai']);

    // Keyboard: the second suggestion, then Enter.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(onResolved).toHaveBeenCalledTimes(1));
    expect(traffic.resolutions).toEqual(['p2']);
    expect(onResolved.mock.calls[0][0]).toMatchObject({ street: '1200 Maine Ave', zip: '77004', county: 'Harris', lat: 29.7301 });
    expect((input as HTMLInputElement).value).toBe('1200 Maine Ave, Houston, TX 77004');
    // The chosen text is not looked up again.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(traffic.lookups).toEqual(['1200 Mai']);
  });

  it("says 'No matching US address' when nothing matches", async () => {
    serve();
    const user = userEvent.setup();
    const { input } = renderField();
    await user.click(input);
    await user.paste('Qqzx');
    expect(await screen.findByText(NO_MATCHING_ADDRESS)).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('tells the user when the chosen place cannot be resolved, and fills nothing', async () => {
    serve({ resolved: null });
    const user = userEvent.setup();
    const { input, onResolved } = renderField();
    await user.click(input);
    await user.paste('1200 Main');
    await user.click(await screen.findByRole('option', { name: /1200 Main St/ }));
    expect(await screen.findByText(ADDRESS_NOT_RESOLVED)).toBeTruthy();
    expect(onResolved).not.toHaveBeenCalled();
  });
});
