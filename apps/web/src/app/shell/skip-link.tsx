import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';
import './shell-i18n.ts';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the Tab key: jumps past the header and navigation to the screen's content.
 * Hidden until focused. Focus moves by script, since a #hash would be a router navigation.
 */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a
      className={classes.link}
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('header.skipToContent')}
    </a>
  );
}
