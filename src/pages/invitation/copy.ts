// Copy to the clipboard: the async Clipboard API where the page may use it, else a hidden textarea and execCommand.
export interface CopyHost {
	clipboard?: Pick<Clipboard, 'writeText'> | undefined;
	document: Document;
}

export async function copyText(text: string, host: CopyHost): Promise<boolean> {
	try {
		if (host.clipboard) {
			await host.clipboard.writeText(text);
			return true;
		}
	} catch {
		// refused (plain-http origin, no permission): the old way may still work
	}
	const doc = host.document;
	const area = doc.createElement('textarea');
	area.value = text;
	area.setAttribute('readonly', '');
	area.style.position = 'fixed';
	area.style.opacity = '0';
	doc.body.appendChild(area);
	area.select();
	try {
		return doc.execCommand('copy');
	} catch {
		return false;
	} finally {
		area.remove();
	}
}
