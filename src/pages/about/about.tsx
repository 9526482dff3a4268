// The About page: product name, version, language, and a link to the rules.
import '../../styles/club.css';
import { BrandMark } from '../../components/brand-mark.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { lang, t } from '../../i18n/index.ts';
import { VERSION } from '../../lib/version.ts';

export default function AboutPage(_props: PageProps) {
	// the language name is read from the active message set, so it follows a switch:
	const rows = [
		[t('invite.product'), t('session.brand')],
		[t('invite.version'), VERSION],
		[t('invite.language'), `${t('invite.langName')} (${lang.value})`],
	];
	return (
		<div class="club">
			<p class="club-brand">
				<BrandMark size={56} />
			</p>
			<dl class="club-card club-facts">
				{rows.map(([label, value]) => (
					<div class="club-row" key={label}>
						<dt>{label}</dt>
						<dd data-testid={label === t('invite.version') ? 'about-version' : undefined}>{value}</dd>
					</div>
				))}
			</dl>
			<a class="btn" href="#/pages/rule/rule">
				{t('invite.rules')}
			</a>
		</div>
	);
}
