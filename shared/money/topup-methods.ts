// The ways a player can top up, as the API names them; the server lists which it takes now, in this order.
export const TOPUP_METHODS = ['bank_transfer', 'card', 'e_wallet'] as const;
export type TopupMethod = (typeof TOPUP_METHODS)[number];
// the methods paid at a provider's checkout page (a bank transfer is paid from the player's own bank):
export type CheckoutMethod = Exclude<TopupMethod, 'bank_transfer'>;
