import {
  Badge,
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { MessageStatus, type StationMessage } from '../../../../shared/api/messages';
import { formatDateTime } from '../../../components/formatDateTime';

const useStyles = makeStyles({
  content: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '480px' },
  title: { cursor: 'pointer', color: tokens.colorBrandForegroundLink },
  empty: { color: tokens.colorNeutralForeground3, textAlign: 'center', paddingBlock: tokens.spacingVerticalL },
});

export interface MessageTableProps {
  rows: StationMessage[];
  onOpen: (message: StationMessage) => void;
  onMarkRead: (message: StationMessage) => void;
}

export function MessageTable({ rows, onOpen, onMarkRead }: MessageTableProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (rows.length === 0) return <Text className={styles.empty}>{t('messages.empty')}</Text>;
  return (
    <Table aria-label={t('messages.title')} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('messages.messageTitle')}</TableHeaderCell>
          <TableHeaderCell>{t('messages.messageContent')}</TableHeaderCell>
          <TableHeaderCell>{t('messages.publishTime')}</TableHeaderCell>
          <TableHeaderCell>{t('messages.status')}</TableHeaderCell>
          <TableHeaderCell>{t('messages.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((message) => {
          const isRead = message.status === MessageStatus.read;
          return (
            <TableRow key={message.recordId}>
              <TableCell>
                <Button appearance="transparent" className={styles.title} onClick={() => onOpen(message)}>
                  {message.messageTitle}
                </Button>
              </TableCell>
              <TableCell>
                <div className={styles.content}>{message.messageContent}</div>
              </TableCell>
              <TableCell>{formatDateTime(message.publishTime)}</TableCell>
              <TableCell>
                <Badge appearance="tint" color={isRead ? 'subtle' : 'danger'}>
                  {isRead ? t('messages.read') : t('messages.unread')}
                </Badge>
              </TableCell>
              <TableCell>
                {!isRead && (
                  <Button size="small" onClick={() => onMarkRead(message)}>
                    {t('messages.markRead')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
