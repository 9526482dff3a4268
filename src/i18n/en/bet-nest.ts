// Turns flat 'area.group.name' keys into the nested table rosetta looks keys up in.
type Tree = { [key: string]: string | Tree };

export function nestMessages(flat: Readonly<Record<string, string>>, area: string): Tree {
	const root: Tree = {};
	for (const [key, text] of Object.entries(flat)) {
		const path = key.split('.');
		if (path[0] === area) path.shift();
		let node = root;
		for (const part of path.slice(0, -1)) {
			node[part] ??= {};
			node = node[part] as Tree;
		}
		node[path[path.length - 1]!] = text;
	}
	return root;
}
