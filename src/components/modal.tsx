import { useRef } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { closeModal, modal } from '../state/shell/modal.ts';
import { useDialogFocus } from './focus/use-dialog-focus.ts';

const cancel = () => closeModal(false);

export function ModalHost() {
	const current = modal.value;
	const box = useRef<HTMLDivElement>(null);
	// focus starts on Cancel, the answer that changes nothing (a confirmation may be for something final):
	useDialogFocus(box, !!current, cancel);
	if (!current) return null;
	return (
		<div class="mask modal-mask">
			<div
				ref={box}
				class="modal"
				role="alertdialog"
				aria-modal="true"
				aria-labelledby="modal-title"
				aria-describedby="modal-body"
			>
				<h2 id="modal-title">{current.title}</h2>
				<p id="modal-body">{current.content}</p>
				<div class="modal-actions">
					<button type="button" class="btn" onClick={cancel}>
						{current.cancelText ?? t('common.cancel')}
					</button>
					<button type="button" class="btn btn-primary" onClick={() => closeModal(true)}>
						{current.okText ?? t('common.ok')}
					</button>
				</div>
			</div>
		</div>
	);
}
