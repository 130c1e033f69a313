import { makeStyles, tokens } from '@fluentui/react-components';
import { DataLayerBanner } from '../hub';
import { SidebarLogo } from './SidebarLogo';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    height: '50px',
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
});

/** The navbar of the document-like pages (spec §2): product only, no right-hand menu. */
export function SimpleNavbar() {
  const styles = useStyles();
  return (
    <>
      <header className={styles.root}>
        <SidebarLogo isCollapsed={false} isDark={false} />
      </header>
      <DataLayerBanner />
    </>
  );
}
