import { Dropdown, Field, Option } from '@fluentui/react-components';
import type { TagOption } from '../../../shared/api';

export interface TagsFieldProps {
  label: string;
  tags: readonly TagOption[];
  chosen: readonly number[];
  onChange: (tagIds: number[]) => void;
  error?: string | undefined;
}

/** The tags of an asset or account, chosen from the tag list; the chosen names show as the field's value. */
export function TagsField({ label, tags, chosen, onChange, error }: TagsFieldProps) {
  const value = chosen
    .map((tagId) => tags.find((tag) => tag.tagId === tagId)?.tagName)
    .filter(Boolean)
    .join(', ');
  return (
    <Field label={label} validationMessage={error}>
      <Dropdown
        multiselect
        value={value}
        selectedOptions={chosen.map(String)}
        onOptionSelect={(_, data) => onChange(data.selectedOptions.map(Number))}
      >
        {tags.map((tag) => (
          <Option key={tag.tagId} value={String(tag.tagId)}>
            {tag.tagName}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
