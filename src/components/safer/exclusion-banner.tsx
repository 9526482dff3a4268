// The end of a running self-exclusion, in the player's words and time zone.
import { t } from '../../i18n/index.ts';
import { formatDateTime } from '../../lib/format.ts';

export const exclusionText = (until: string) =>
	until === 'permanent'
		? t('safer.excludedForever')
		: t('safer.excludedUntil', { date: formatDateTime(new Date(until)) });

export function ExclusionBanner({ until }: { until: string | null | undefined }) {
	return until ? (
		<p class="sf-banner" role="status">
			{exclusionText(until)}
		</p>
	) : null;
}
