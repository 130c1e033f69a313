import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { checkWith, type FormErrors } from '../../data/formErrors';
import { notify } from '../../notify';

/**
 * The save of a create-or-edit dialog: the values are checked with the shared schema the server also
 * runs (its messages go under their fields), the parsed value is sent, and a save closes the dialog.
 */
export function useSaveDialog(onClose: () => void) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FormErrors>({});
  const save = async <S extends z.ZodType>(
    schema: S,
    values: unknown,
    send: (value: z.output<S>) => Promise<unknown>,
  ): Promise<void> => {
    const checked = checkWith(schema, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    try {
      await send(checked.value);
      notify.success(t('access.common.saved'));
      onClose();
    } catch (error) {
      // The data layer showed the server's refusal in a toast; the dialog stays open for a correction.
      console.warn('saving failed', error);
    }
  };
  return { errors, save };
}
