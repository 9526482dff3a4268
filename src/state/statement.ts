// The app's statement model on the session's http client.
import { http } from './session.ts';
import { createStatement } from './wallet-statement.ts';

export const statement = createStatement(http);
