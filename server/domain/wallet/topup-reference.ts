// The reference a player quotes on a bank transfer and a provider sends back: HC, the top-up id
// (at least 6 digits) and a check digit, so a mistyped reference does not match another top-up.

function checkDigit(digits: string): number {
	let sum = 0;
	for (let i = 0; i < digits.length; i++) {
		let d = Number(digits[digits.length - 1 - i]);
		// Luhn: double every other digit from the right, starting with the rightmost
		if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
		sum += d;
	}
	return (10 - (sum % 10)) % 10;
}

export function topupReference(id: number): string {
	const digits = String(id).padStart(6, '0');
	return `HC${digits}${checkDigit(digits)}`;
}

/** The top-up id a reference names, or null when it is not one of ours. */
export function topupIdOf(reference: string): number | null {
	const m = /^HC(\d{6,15})(\d)$/.exec(reference.trim().toUpperCase());
	if (!m || checkDigit(m[1]!) !== Number(m[2])) return null;
	const id = Number(m[1]);
	return Number.isSafeInteger(id) && id > 0 ? id : null;
}
