import { type InputHTMLAttributes, type Ref, useId, useState } from 'react';
import { useTranslation } from '../i18n';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** Show the characters (a "show password" checkbox sets this). */
  reveal?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A password input that blocks Ctrl and Alt key combinations, as the spec asks, and says why in a
 * live region so screen-reader users hear it too. Used by Field type="password".
 */
export function PasswordInput({ reveal, onKeyDown, ...input }: PasswordInputProps) {
  const { t } = useTranslation(['common', 'msg']);
  const [warned, setWarned] = useState(false);
  const warningId = useId();
  const describedBy = [input['aria-describedby'], warned ? warningId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <input
        autoComplete="off"
        {...input}
        aria-describedby={describedBy}
        type={reveal ? 'text' : 'password'}
        onKeyDown={(event) => {
          if (event.ctrlKey || event.altKey) {
            event.preventDefault();
            setWarned(true);
            return;
          }
          onKeyDown?.(event);
        }}
      />
      <p id={warningId} className="field__warning" aria-live="polite">
        {warned ? t('msg:accounts.ctrlAltBlocked') : ''}
      </p>
    </>
  );
}
