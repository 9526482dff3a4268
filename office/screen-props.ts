// What every screen of the office is given: the signed-in staff member's API call.
import type { Call } from './api.ts';

export interface ScreenProps {
	call: Call;
}
