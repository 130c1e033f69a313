import { Button } from '@fluentui/react-components';
import { StarFilled, StarRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { setFavourite } from './api';
import { useGrantsMutation } from './queries';

/** Star / unstar an asset of my assets. */
export function StarButton({
  assetId,
  assetName,
  favourite,
}: {
  assetId: number;
  assetName: string;
  favourite: boolean;
}) {
  const { t } = useTranslation();
  const change = useGrantsMutation(setFavourite);
  const label = favourite ? t('grants.mine.unstar') : t('grants.mine.star');
  return (
    <Button
      size="small"
      appearance="transparent"
      icon={favourite ? <StarFilled /> : <StarRegular />}
      aria-label={`${label} ${assetName}`}
      aria-pressed={favourite}
      title={label}
      disabled={change.isPending}
      onClick={() => change.mutate({ assetId, favourite: !favourite })}
    />
  );
}
