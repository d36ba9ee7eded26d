import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ResourceView } from './define-resource.ts';

/** The view the URL's `view` names, or the first; undefined when the resource has no views. */
export function useResourceView<Row>(views: ReadonlyArray<ResourceView<Row>> | undefined) {
  const [params] = useSearchParams();
  const name = params.get('view');
  return views?.find((view) => view.name === name) ?? views?.[0];
}

/** The switch between a resource's views; each choice is a step in the history, like the list's filters. */
export function ViewSwitch<Row>({ namespace, views }: { namespace: string; views: ReadonlyArray<ResourceView<Row>> }) {
  const { t } = useTranslation(namespace);
  const [params, setParams] = useSearchParams();
  const current = useResourceView(views);
  return (
    <SegmentedControl
      aria-label={t('views.label')}
      value={current?.name}
      onChange={(name) => {
        const next = new URLSearchParams(params);
        next.set('view', name);
        setParams(next);
      }}
      data={views.map((view) => ({ value: view.name, label: t(`views.${view.name}`) }))}
    />
  );
}
