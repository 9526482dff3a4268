// The app's statement model on the app's http client.
import { http } from '../../api/client.ts';
import { createStatement } from './statement-model.ts';

export const statement = createStatement(http);
