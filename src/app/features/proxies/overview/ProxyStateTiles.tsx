import { useTranslation } from 'react-i18next';
import { FigureTiles } from '../../../components/FigureTiles';
import type { ProxyStateCounts } from '../overviewFigures';

type Tile = keyof ProxyStateCounts | 'applications';

/** The network proxies by state and the application proxies, as numbers (data-testid proxy-tile-<name>). */
export function ProxyStateTiles({ counts, applications }: { counts: ProxyStateCounts; applications: number }) {
  const { t } = useTranslation();
  const values: Record<Tile, number> = { ...counts, applications };
  return (
    <FigureTiles
      label={t('proxies.overview.figures')}
      testIdPrefix="proxy-tile"
      tiles={(Object.keys(values) as Tile[]).map((tile) => ({
        key: tile,
        label: t(`proxies.overview.${tile}`),
        value: String(values[tile]),
        isBadNews: tile === 'offline' && values[tile] > 0,
      }))}
    />
  );
}
