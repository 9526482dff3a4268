import { useEffect, useRef } from 'preact/compat';
import { t } from '../i18n/index.ts';
import { closeModal, modal } from '../state/modal-model.ts';

export function ModalHost() {
	const current = modal.value;
	const ok = useRef<HTMLButtonElement>(null);
	useEffect(() => {
		if (!current) return;
		ok.current?.focus();
		const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeModal(false);
		addEventListener('keydown', onKey);
		return () => removeEventListener('keydown', onKey);
	}, [current]);
	if (!current) return null;
	return (
		<div class="mask modal-mask">
			<div
				class="modal"
				role="alertdialog"
				aria-modal="true"
				aria-labelledby="modal-title"
				aria-describedby="modal-body"
			>
				<h2 id="modal-title">{current.title}</h2>
				<p id="modal-body">{current.content}</p>
				<div class="modal-actions">
					<button type="button" class="btn" onClick={() => closeModal(false)}>
						{current.cancelText ?? t('common.cancel')}
					</button>
					<button type="button" class="btn btn-primary" ref={ok} onClick={() => closeModal(true)}>
						{current.okText ?? t('common.ok')}
					</button>
				</div>
			</div>
		</div>
	);
}
