import { useTranslation } from 'react-i18next';
import { SearchPicker, type SearchPickerProps } from '../../../components/SearchPicker';

/** The search picker in the coffer's words: 已选 n 项 before the chosen tags, 移除 <name> on their buttons. */
export function CofferSearchPicker<T>(props: Omit<SearchPickerProps<T>, 'chosenText' | 'removeLabel'>) {
  const { t } = useTranslation();
  return (
    <SearchPicker<T>
      {...props}
      chosenText={t('coffer.common.chosen', { count: props.chosen.length })}
      removeLabel={(name) => t('coffer.common.remove', { name })}
    />
  );
}
