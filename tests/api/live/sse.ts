// Reads server-sent events from a response body, the way EventSource would.
export interface SseEvent {
	event: string;
	id?: string;
	data: string;
}

export function sseReader(body: ReadableStream<Uint8Array>) {
	const reader = body.getReader();
	const decoder = new TextDecoder();
	let buffer = '';
	const queue: SseEvent[] = [];

	function parse() {
		let cut = buffer.indexOf('\n\n');
		while (cut >= 0) {
			const block = buffer.slice(0, cut);
			buffer = buffer.slice(cut + 2);
			const ev: SseEvent = { event: 'message', data: '' };
			for (const line of block.split('\n')) {
				if (line.startsWith(':')) continue;
				const [field, ...rest] = line.split(':');
				const value = rest.join(':').replace(/^ /, '');
				if (field === 'event') ev.event = value;
				else if (field === 'id') ev.id = value;
				else if (field === 'data') ev.data += ev.data ? `\n${value}` : value;
			}
			if (ev.data || ev.event !== 'message') queue.push(ev);
			cut = buffer.indexOf('\n\n');
		}
	}

	/** The next event named `event`, or an error after `ms`. */
	async function next(event: string, ms = 5000): Promise<SseEvent> {
		const deadline = Date.now() + ms;
		for (;;) {
			const i = queue.findIndex((e) => e.event === event);
			if (i >= 0) return queue.splice(i, 1)[0]!;
			const left = deadline - Date.now();
			if (left <= 0) throw new Error(`no '${event}' event within ${ms} ms`);
			const chunk = await Promise.race([
				reader.read(),
				new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
			]);
			if (chunk === null) continue;
			if (chunk.done) throw new Error(`stream ended before a '${event}' event`);
			buffer += decoder.decode(chunk.value, { stream: true });
			parse();
		}
	}

	return { next, close: () => reader.cancel().catch(() => {}) };
}
