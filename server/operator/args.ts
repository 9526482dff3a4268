// Splits `approve 12 --reason "bad slip"` into positionals and --flags.
export interface Args {
	positional: string[];
	flags: Record<string, string>;
}

export function parseArgs(argv: string[]): Args {
	const positional: string[] = [];
	const flags: Record<string, string> = {};
	for (let i = 0; i < argv.length; i++) {
		const a = argv[i]!;
		if (a.startsWith('--')) {
			const [name, inline] = a.slice(2).split('=', 2);
			flags[name!] = inline ?? argv[++i] ?? '';
		} else positional.push(a);
	}
	return { positional, flags };
}
