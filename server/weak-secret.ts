// A secret that looks made up by a person rather than drawn at random: the same few characters, one short piece
// repeated, or mostly words everybody tries. Length alone lets `changemechangemechangemechangeme` through.
const WORDS =
	/changeme|change|secret|password|passwd|example|default|token|letmein|qwerty|admin|horse|club|jwt|key|test|1234567890|0123456789/gi;

const distinct = (text: string) => new Set(text).size;

function repeatsAPiece(text: string): boolean {
	for (let size = 1; size <= text.length / 2; size++) {
		if (text.length % size) continue;
		if (text.slice(0, size).repeat(text.length / size) === text) return true;
	}
	return false;
}

/** Why `secret` looks weak, or null when it does not. */
export function weakSecret(secret: string): string | null {
	if (distinct(secret) < 10) return 'uses too few different characters';
	if (repeatsAPiece(secret)) return 'repeats a short piece';
	if (secret.replace(WORDS, '').length < 24) return 'is mostly common words';
	return null;
}
