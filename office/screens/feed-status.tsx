// The race data feed as the trader watches it: each provider's last good poll or its outage, and what changed.
import { useEffect, useState } from 'preact/hooks';
import type { Call } from '../api.ts';
import { t } from '../i18n.ts';
import { attempt, when } from '../ui.tsx';

interface Feed {
	status: {
		provider: string;
		last_ok_at: string | null;
		last_error: string | null;
		last_error_at: string | null;
		changes: number;
	}[];
	changes: {
		id: number;
		provider: string;
		entity: string;
		entity_key: string;
		field: string;
		after: unknown;
		created_at: string;
	}[];
}

export function FeedStatus({ call }: { call: Call }) {
	const [feed, setFeed] = useState<Feed | null>(null);
	useEffect(() => void attempt(async () => setFeed(await call<Feed>('GET', '/races/feed'))), []);
	if (!feed) return null;
	return (
		<details class="card">
			<summary>
				{t('feed.title')}:{' '}
				{feed.status.length === 0
					? t('feed.none')
					: feed.status
							.map((s) =>
								s.last_error && (!s.last_ok_at || (s.last_error_at ?? '') > s.last_ok_at)
									? t('feed.down', { provider: s.provider, since: when(s.last_error_at) })
									: t('feed.ok', { provider: s.provider, at: when(s.last_ok_at) }),
							)
							.join(' · ')}
			</summary>
			<ul class="plain">
				{feed.changes.map((c) => (
					<li key={c.id}>
						{when(c.created_at)} · {c.provider} · {c.entity} {c.entity_key} · {c.field}: {JSON.stringify(c.after)}
					</li>
				))}
			</ul>
		</details>
	);
}
