// The inputs several forms ask for, typed the same everywhere, so password managers and keyboards treat them alike.
export const USER_NAME = { autocomplete: 'username', autocapitalize: 'off' } as const;
export const CURRENT_PASSWORD = { type: 'password', autocomplete: 'current-password' } as const;
// the server takes 8 to 64 characters:
export const NEW_PASSWORD = { type: 'password', autocomplete: 'new-password', maxLength: 64 } as const;
