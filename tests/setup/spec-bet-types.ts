// docs/spec.md's bet types by index, written out here so tests hold the code to it (0 is the 'Select' placeholder).
export const SPEC_BET_TYPES = [
	'Select',
	'Single Win',
	'Single Place',
	'Quinella',
	'Quinella Box',
	'Exacta',
	'Trifecta',
	'Trifecta Box',
	'First 4',
	'Each Way',
	'Double WIN',
	'Double Place',
	'Quinella Stand Out',
	'Exacta Stand Out',
	'Trifecta Stand Out',
	'First 4 Stand Out',
] as const;
