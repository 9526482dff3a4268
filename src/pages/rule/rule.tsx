// Rules: every bet type and how bets settle, in the current language; the text loads with the page, not before.
import './rule.css';
import { useEffect, useState } from 'preact/hooks';
import { LoadError } from '../../components/load-error.tsx';
import { Loading } from '../../components/loading.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { betRuleSections } from '../../i18n/bets/rules.ts';
import { type Lang, lang, t } from '../../i18n/index.ts';

type Table = Readonly<Record<string, string>>;

const loaders: Record<Lang, () => Promise<Table>> = {
	en: () =>
		Promise.all([import('../../i18n/bets/rules-en.ts'), import('../../../shared/bets/messages-en.ts')]).then(
			([r, m]) => ({
				...m.betMessagesEn,
				...r.betRulesEn,
			}),
		),
	zh: () =>
		Promise.all([import('../../i18n/bets/rules-zh.ts'), import('../../../shared/bets/messages-zh.ts')]).then(
			([r, m]) => ({
				...m.betMessagesZh,
				...r.betRulesZh,
			}),
		),
};

export function RuleText({ language, load = loaders }: { language: Lang; load?: typeof loaders }) {
	const [text, setText] = useState<{ lang: Lang; table: Table } | null>(null);
	const [failed, setFailed] = useState(false);
	const [attempt, setAttempt] = useState(0);
	useEffect(() => {
		let live = true;
		setFailed(false);
		load[language]().then(
			(table) => live && setText({ lang: language, table }),
			() => live && setFailed(true),
		);
		return () => {
			live = false;
		};
	}, [language, load, attempt]);
	if (failed) {
		return <LoadError retry={() => setAttempt(attempt + 1)}>{t('shell.loadFailed')}</LoadError>;
	}
	if (!text) return <Loading />;
	return (
		<article class="rules" lang={text.lang === 'zh' ? 'zh-CN' : 'en'}>
			{betRuleSections.map((s) => (
				<section key={s.key} class="rules-section">
					<h2>{text.table[s.title]}</h2>
					<p>{text.table[s.key]}</p>
				</section>
			))}
		</article>
	);
}

export default function RulePage(_props: PageProps) {
	return <RuleText language={lang.value} />;
}
