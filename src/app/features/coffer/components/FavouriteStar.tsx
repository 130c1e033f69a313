import { Button } from '@fluentui/react-components';
import { StarFilled, StarRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { setFavourite } from '../api';
import { useCofferMutation } from '../queries';

/** Star / unstar a safe (/coffer/addFavorites, /coffer/removeFavorites). */
export function FavouriteStar({
  cofferId,
  cofferName,
  favourite,
}: {
  cofferId: number;
  cofferName: string;
  favourite: boolean;
}) {
  const { t } = useTranslation();
  const change = useCofferMutation(setFavourite);
  const label = favourite ? t('coffer.list.unstar', { name: cofferName }) : t('coffer.list.star', { name: cofferName });
  return (
    <Button
      size="small"
      appearance="transparent"
      icon={favourite ? <StarFilled /> : <StarRegular />}
      aria-label={label}
      aria-pressed={favourite}
      title={label}
      disabled={change.isPending}
      onClick={() => change.mutate({ cofferId, favourite: !favourite })}
    />
  );
}
