// What a form's checks found: an i18n key for each field that failed; none when the form may be sent.
export type Errors<K extends string> = Partial<Record<K, string>>;

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
