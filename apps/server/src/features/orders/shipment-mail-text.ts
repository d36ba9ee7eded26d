import type { MailLanguage, MailTemplate } from '../../shared/mail-template.ts';
import type { Shipment } from './shipment-notices.repository.ts';

const WORDS = {
  en: {
    subject: (order: string) => `Your order ${order} has shipped`,
    intro: (order: string) => `Part of your order ${order} is on its way. It contains:`,
    item: (name: string, qty: number) => (qty === 1 ? name : `${name} (${qty})`),
    serial: 'serial number',
    carrier: 'Carrier',
    tracking: 'Tracking',
    noTracking: 'The carrier has not given a tracking number yet; you will find it under My Orders once it has.',
    button: 'See your orders',
    title: (order: string) => `Order ${order} has shipped`,
    content: (carrier: string | null) =>
      carrier
        ? `It is on its way with ${carrier}. Follow it from My Orders.`
        : 'It is on its way. Follow it from My Orders.',
    linkText: 'My Orders',
  },
  es: {
    subject: (order: string) => `Su pedido ${order} ha sido enviado`,
    intro: (order: string) => `Parte de su pedido ${order} está en camino. Contiene:`,
    item: (name: string, qty: number) => (qty === 1 ? name : `${name} (${qty})`),
    serial: 'número de serie',
    carrier: 'Transportista',
    tracking: 'Seguimiento',
    noTracking:
      'El transportista aún no ha dado un número de seguimiento; lo encontrará en Mis pedidos en cuanto lo dé.',
    button: 'Ver sus pedidos',
    title: (order: string) => `El pedido ${order} ha sido enviado`,
    content: (carrier: string | null) =>
      carrier
        ? `Está en camino con ${carrier}. Sígalo desde Mis pedidos.`
        : 'Está en camino. Sígalo desde Mis pedidos.',
    linkText: 'Mis pedidos',
  },
} as const;

/** The shipment mail to one contact, in its language: the items with their serials, the carrier's tracking link. */
export function shipmentMail(
  lang: MailLanguage,
  firstName: string,
  shipment: Shipment,
  tracking: string | null,
  ordersUrl: string,
): MailTemplate {
  const w = WORDS[lang];
  const items = shipment.items.map((i) => ({
    text: i.serial_number
      ? `${w.item(i.item_name, i.qty)}, ${w.serial} ${i.serial_number}`
      : w.item(i.item_name, i.qty),
  }));
  const facts = [
    ...(shipment.shipping_carrier ? [{ label: w.carrier, value: shipment.shipping_carrier }] : []),
    ...(shipment.shipping_tracking
      ? [{ label: w.tracking, value: shipment.shipping_tracking, ...(tracking ? { url: tracking } : {}) }]
      : []),
  ];
  return {
    lang,
    subject: w.subject(shipment.order_number),
    firstName,
    blocks: [
      { paragraph: w.intro(shipment.order_number) },
      { steps: items },
      ...(facts.length > 0 ? [{ facts }] : []),
      ...(shipment.shipping_tracking ? [] : [{ paragraph: w.noTracking }]),
      { button: { label: w.button, url: ordersUrl } },
    ],
  };
}

/** The bell notice's texts in both languages (the bell shows the reader's). */
export function shipmentNotificationTexts(shipment: Shipment) {
  return {
    title: WORDS.en.title(shipment.order_number),
    content: WORDS.en.content(shipment.shipping_carrier),
    link_text: WORDS.en.linkText,
    title_es: WORDS.es.title(shipment.order_number),
    content_es: WORDS.es.content(shipment.shipping_carrier),
    link_text_es: WORDS.es.linkText,
  };
}
