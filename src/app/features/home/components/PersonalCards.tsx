import { useTranslation } from 'react-i18next';
import { AssetType } from '../../../../shared/api/assetFields';
import type { HomeAsset, HomeOverview, HomeSession } from '../../../../shared/api/home';
import { formatDateTime } from '../../../components/formatDateTime';
import { ConnectButton, MY_ASSETS_PATH, WebAssetButton } from '../../grants';
import { HomeCard, HomeItem, HomeList } from './HomeCard';

const TERMINAL_PATH = '/terminal';
const APPROVALS_MINE_PATH = '/approve-center-list?tab=mine';
const APPROVALS_TODO_PATH = '/approve-center-list?tab=todo';
const MESSAGES_PATH = '/station-message-list';

function AssetRows({
  label,
  assets,
  detail,
}: {
  label: string;
  assets: readonly HomeAsset[];
  detail: (asset: HomeAsset) => string;
}) {
  return (
    <HomeList label={label}>
      {assets.map((asset) => (
        <HomeItem
          key={asset.assetId}
          main={asset.assetName}
          detail={detail(asset)}
          action={
            !asset.canLogin ? undefined : asset.assetType === AssetType.web ? (
              <WebAssetButton assetId={asset.assetId} assetName={asset.assetName} />
            ) : (
              <ConnectButton assetId={asset.assetId} assetName={asset.assetName} />
            )
          }
        />
      ))}
    </HomeList>
  );
}

function SessionRows({ label, sessions }: { label: string; sessions: readonly HomeSession[] }) {
  return (
    <HomeList label={label}>
      {sessions.map((session) => (
        <HomeItem
          key={session.sessionId}
          main={`${session.accountName}@${session.assetName}`}
          detail={`${session.protocol} · ${formatDateTime(session.startTime)}${
            session.endTime ? ` – ${formatDateTime(session.endTime)}` : ''
          }`}
        />
      ))}
    </HomeList>
  );
}

/** The user's own cards: assets, sessions, requests, approvals, messages. */
export function PersonalCards({ home }: { home: HomeOverview }) {
  const { t } = useTranslation();
  const recentByAsset = new Map(home.recentAssets.map((asset) => [asset.assetId, asset.lastUsedTime]));
  return (
    <>
      <HomeCard
        title={t('home.favourites.title')}
        testId="home-favourites"
        to={MY_ASSETS_PATH}
        empty={home.favourites.length === 0 ? t('home.favourites.empty') : undefined}
      >
        <AssetRows label={t('home.favourites.title')} assets={home.favourites} detail={(asset) => asset.address} />
      </HomeCard>
      <HomeCard
        title={t('home.recentAssets.title')}
        testId="home-recent-assets"
        to={MY_ASSETS_PATH}
        empty={home.recentAssets.length === 0 ? t('home.recentAssets.empty') : undefined}
      >
        <AssetRows
          label={t('home.recentAssets.title')}
          assets={home.recentAssets}
          detail={(asset) =>
            `${asset.address} · ${t('home.recentAssets.lastUsed', { time: formatDateTime(recentByAsset.get(asset.assetId)) })}`
          }
        />
      </HomeCard>
      <HomeCard
        title={t('home.liveSessions.title')}
        testId="home-live-sessions"
        to={TERMINAL_PATH}
        empty={home.liveSessions.length === 0 ? t('home.liveSessions.empty') : undefined}
      >
        <SessionRows label={t('home.liveSessions.title')} sessions={home.liveSessions} />
      </HomeCard>
      <HomeCard
        title={t('home.recentSessions.title')}
        testId="home-recent-sessions"
        empty={home.recentSessions.length === 0 ? t('home.recentSessions.empty') : undefined}
      >
        <SessionRows label={t('home.recentSessions.title')} sessions={home.recentSessions} />
      </HomeCard>
      <HomeCard
        title={t('home.applications.title')}
        testId="home-applications"
        to={APPROVALS_MINE_PATH}
        summary={t('home.applications.total', { count: home.applicationTotal })}
        empty={home.applications.length === 0 ? t('home.applications.empty') : undefined}
      >
        <HomeList label={t('home.applications.title')}>
          {home.applications.map((item) => (
            <HomeItem
              key={`${item.kind}-${item.id}`}
              main={item.target}
              detail={`${t(`home.applications.kind.${item.kind}`)} · ${formatDateTime(item.createTime)}`}
            />
          ))}
        </HomeList>
      </HomeCard>
      <HomeCard
        title={t('home.approvals.title')}
        testId="home-approvals"
        to={APPROVALS_TODO_PATH}
        summary={t('home.approvals.total', { count: home.approvalTotal })}
        empty={home.approvalTotal === 0 ? t('home.approvals.empty') : undefined}
      >
        <HomeList label={t('home.approvals.title')}>
          {home.approvals.map((item) => (
            <HomeItem
              key={`${item.kind}-${item.id}`}
              main={`${item.createByName} → ${item.account}@${item.assetsName}`}
              detail={`${t(`home.approvals.kind.${item.kind}`)} · ${formatDateTime(item.createTime)}`}
            />
          ))}
        </HomeList>
      </HomeCard>
      <HomeCard
        title={t('home.messages.title')}
        testId="home-messages"
        to={MESSAGES_PATH}
        summary={t('home.messages.total', { count: home.unreadCount })}
        empty={home.unreadCount === 0 ? t('home.messages.empty') : undefined}
      >
        <HomeList label={t('home.messages.title')}>
          {home.unreadMessages.map((message) => (
            <HomeItem key={message.recordId} main={message.messageTitle} detail={formatDateTime(message.publishTime)} />
          ))}
        </HomeList>
      </HomeCard>
    </>
  );
}
