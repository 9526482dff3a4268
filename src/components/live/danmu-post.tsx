// The box under the video that posts one danmu: text up to 60 characters and a colour.
import { t } from '../../i18n/index.ts';
import { failureText } from '../../state/common/failure-text.ts';
import type { LiveModel } from '../../state/live/live-model.ts';
import { DANMU_COLORS, DANMU_MAX_LENGTH } from '../../state/live/live-model.ts';
import { showToast } from '../../state/shell/toast-model.ts';
import { focusNext } from '../focus/focus-next.ts';
import { Spinner } from '../loading.tsx';

const COLOR_NAMES = ['white', 'yellow', 'red', 'green', 'blue'];

export function DanmuPost({ model, toast = showToast }: { model: LiveModel; toast?: (text: string) => unknown }) {
	const posting = model.posting.value;
	const draft = model.draft.value;
	const send = (e: Event) => {
		e.preventDefault();
		// the model keeps the draft on failure, so only the message needs showing; after a post the button is
		// disabled (nothing to send), so focus that rested on it goes back to the box for the next comment:
		model.post().then(
			() => document.activeElement === document.body && focusNext('danmu-text'),
			(error) => toast(failureText(error, t('live.postFailed'))),
		);
	};
	return (
		<form class="danmu-post" onSubmit={send}>
			<div class="danmu-row">
				<label for="danmu-text" class="live-sr">
					{t('live.say')}
				</label>
				<input
					id="danmu-text"
					class="danmu-input"
					value={draft}
					maxLength={DANMU_MAX_LENGTH}
					placeholder={t('live.placeholder')}
					enterKeyHint="send"
					autocomplete="off"
					onInput={(e) => model.setDraft(e.currentTarget.value)}
				/>
				<button
					type="submit"
					class="btn btn-primary danmu-send"
					disabled={posting || !draft.trim()}
					aria-busy={posting}
				>
					{posting ? <Spinner /> : t('live.send')}
					{posting && <span class="live-sr">{t('live.sending')}</span>}
				</button>
			</div>
			<fieldset class="danmu-colors">
				<legend class="live-sr">{t('live.color')}</legend>
				{DANMU_COLORS.map((c, i) => (
					<label key={c} class="swatch">
						<input
							type="radio"
							name="danmu-color"
							value={c}
							checked={model.color.value === c}
							onChange={() => model.pickColor(c)}
						/>
						<span class="swatch-dot" style={{ background: c }} />
						<span class="live-sr">{t(`live.colors.${COLOR_NAMES[i]}`)}</span>
					</label>
				))}
				<span class="danmu-count">
					{draft.length}/{DANMU_MAX_LENGTH}
				</span>
			</fieldset>
		</form>
	);
}
