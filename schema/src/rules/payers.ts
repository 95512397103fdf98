/**
 * Payer pickers: every payer a form offers, and every payer a form submits from its picker, is
 * any payer but SelfPay (members paying for themselves are not a payer anyone chooses). One rule
 * for every picker of the web client and every input the gateway takes from one.
 */

/** The payer name of members who pay for themselves: left out of payer pickers, never on a contract. */
export const SELF_PAY_PAYER = 'SelfPay';

/** What a form is told when a submitted payer is one no picker offers. */
export const PAYER_NOT_PICKABLE_MESSAGE = 'SelfPay cannot be chosen as the payer';

/** True for a payer a picker may offer and a form may submit. */
export const isPickablePayer = (payer: { readonly name: string }): boolean => payer.name !== SELF_PAY_PAYER;

/** The payers a picker offers, in the order given. */
export const pickablePayers = <P extends { readonly name: string }>(payers: readonly P[]): P[] => payers.filter(isPickablePayer);

/** The ids of the payers no picker offers (SelfPay's): what a submitted payer id is checked against. */
export const unpickablePayerIds = <Id>(payers: readonly { readonly id: Id; readonly name: string }[]): Id[] =>
  payers.filter((p) => !isPickablePayer(p)).map((p) => p.id);
