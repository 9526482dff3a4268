// Numbers from the environment: unset or empty takes the default, anything else must be a number.
export function num(value: string | undefined, fallback: number): number {
	if (value === undefined || value === '') return fallback;
	const n = Number(value);
	if (!Number.isFinite(n)) throw new Error(`invalid number in configuration: ${value}`);
	return n;
}
