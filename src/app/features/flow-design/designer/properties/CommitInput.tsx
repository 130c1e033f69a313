import { Field, type FieldProps, Input, Textarea } from '@fluentui/react-components';
import { type KeyboardEvent, useEffect, useState } from 'react';

export interface CommitInputProps {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  hint?: FieldProps['hint'];
  placeholder?: string;
  disabled?: boolean;
  multiline?: boolean;
}

/**
 * A text the diagram takes when the user leaves the field or presses Enter: one undo step per edit rather
 * than per key. A change from elsewhere (undo, another element chosen) replaces what is shown.
 */
export function CommitInput({ label, value, onCommit, hint, placeholder, disabled, multiline }: CommitInputProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !(multiline && event.shiftKey)) {
      event.preventDefault();
      commit();
    }
  };
  const shared = {
    value: draft,
    placeholder,
    disabled,
    onBlur: commit,
    onKeyDown: handleKeyDown,
  };
  return (
    <Field label={label} hint={hint}>
      {multiline ? (
        <Textarea {...shared} resize="vertical" onChange={(_, data) => setDraft(data.value)} />
      ) : (
        <Input {...shared} onChange={(_, data) => setDraft(data.value)} />
      )}
    </Field>
  );
}
