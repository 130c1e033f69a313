import { Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { networksToText, textToNetworks } from '../api';

export interface TrustedNetworksFieldProps {
  label: string;
  hint: string;
  networks: readonly string[];
  error: string | undefined;
  disabled: boolean;
  onChange: (networks: string[]) => void;
}

/**
 * Addresses and networks from which wrong passwords never lock a sign-in out, one per line. The text is kept as
 * typed (an empty line while typing stays); the form gets the list.
 */
export function TrustedNetworksField({ label, hint, networks, error, disabled, onChange }: TrustedNetworksFieldProps) {
  const [text, setText] = useState(() => networksToText(networks));
  return (
    <Field
      label={label}
      hint={hint}
      {...(error ? { validationMessage: error, validationState: 'error' as const } : {})}
    >
      <Textarea
        value={text}
        rows={3}
        resize="vertical"
        disabled={disabled}
        onChange={(_, data) => {
          setText(data.value);
          onChange(textToNetworks(data.value));
        }}
      />
    </Field>
  );
}
