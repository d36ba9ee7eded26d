import type { AdminProduct } from '@owner-portal/contract/products/admin-catalog';
import { RESOURCE_KINDS } from '@owner-portal/contract/content/content';
import { defineForm } from '../../../shared/admin/define-form.ts';
import './admin-products-i18n.ts';

/** A resource to add in one language: its title and kind, and either an uploaded PDF or an https link. */
export const resourceForm = (lang: string) =>
  defineForm<AdminProduct>({
    saveLabel: (t) => t('resources.add', { language: t(`languages.${lang}`) }),
    keep: () => ({ lang_code: lang }),
    fields: {
      title: { label: 'resources.fields.title', required: true, half: true },
      kind: {
        type: 'select',
        label: 'resources.fields.kind',
        options: RESOURCE_KINDS,
        optionLabel: 'resources.kinds',
        clearable: false,
        initial: () => 'resource',
        half: true,
      },
      // One source or the other: choosing one clears the other.
      file_id: {
        type: 'file',
        file: 'pdf',
        upload: 'file',
        sends: 'id',
        label: 'resources.fields.file',
        half: true,
        also: () => ({ link_url: '' }),
      },
      link_url: {
        label: 'resources.fields.link_url',
        half: true,
        props: { placeholder: 'https://' },
        also: () => ({ file_id: null }),
      },
    },
  });
