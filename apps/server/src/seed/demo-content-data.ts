import type { GroupKey, ProductKey } from './demo-catalog.ts';
import type { ResourceKind, VideoKind } from '../db/schema.ts';

/** The demo's training content, written out per language. Software has English only (the empty text shows in Spanish). */
export interface QuizSpec {
  pass: number;
  questions: { text: string; multiple?: boolean; answers: [string, boolean][] }[];
}
export interface VideoSpec {
  kind: VideoKind;
  group: GroupKey;
  lang: 'en' | 'es';
  title: string;
  description: string;
  seconds: number;
  /** A committed clip under seed-media/, or an external player URL. */
  file?: string;
  url?: string;
  poster?: string;
  checklist?: string[];
  quiz?: QuizSpec;
  /** WebVTT captions under seed-media/, per language (the player shows the reader's). */
  captions?: Partial<Record<'en' | 'es', string>>;
}

const MAINTENANCE_CAPTIONS = { en: 'clip-maintenance-en.vtt', es: 'clip-maintenance-es.vtt' };
const CARE_CAPTIONS = { en: 'clip-threading-en.vtt', es: 'clip-threading-es.vtt' };

const EMB_EN: VideoSpec[] = [
  {
    kind: 'pre_training',
    group: 'embroidery',
    lang: 'en',
    seconds: 6,
    title: 'Unboxing and placing your Persona PRO',
    description: 'Where the machine goes, what is in the box and which parts to keep for service.',
    file: 'clip-hooping.mp4',
    poster: 'poster-embroidery.jpg',
    checklist: [
      'Table rated for 70 kg or more',
      'Power outlet within 2 m, on its own circuit',
      'Keep the shipping bolts and box',
    ],
    quiz: {
      pass: 80,
      questions: [
        {
          text: 'What must you keep after unboxing?',
          answers: [
            ['The shipping bolts', true],
            ['The foam corners only', false],
            ['Nothing', false],
          ],
        },
        {
          text: 'Which surfaces are suitable?',
          multiple: true,
          answers: [
            ['A sturdy table', true],
            ['A rolling cart with brakes locked', true],
            ['A folding chair', false],
          ],
        },
      ],
    },
  },
  {
    kind: 'pre_training',
    group: 'embroidery',
    lang: 'en',
    seconds: 8,
    title: 'Threading the needles',
    description: 'Follow the thread path for all 15 needles, then test the tension.',
    file: 'clip-threading.mp4',
    poster: 'poster-embroidery.jpg',
    checklist: [
      'Thread every needle in colour order',
      'Pull 10 cm of thread through each eye',
      'Run the tension test design',
    ],
    quiz: {
      pass: 100,
      questions: [
        {
          text: 'How far should the thread come through the needle eye?',
          answers: [
            ['About 10 cm', true],
            ['About 1 cm', false],
            ['As far as it goes', false],
          ],
        },
      ],
    },
  },
  {
    kind: 'pre_training',
    group: 'embroidery',
    lang: 'en',
    seconds: 6,
    title: 'Hooping your first garment',
    description: 'Use the magnetic hoops to hoop a polo shirt straight and tight.',
    file: 'clip-hooping.mp4',
    poster: 'poster-embroidery.jpg',
    checklist: ['Backing cut 2 cm larger than the hoop', 'Garment smooth, not stretched', 'Hoop clicks onto the arms'],
    quiz: {
      pass: 50,
      questions: [
        {
          text: 'How much larger than the hoop should the backing be?',
          answers: [
            ['2 cm', true],
            ['It should be smaller', false],
          ],
        },
        {
          text: 'A hooped garment should be…',
          answers: [
            ['Smooth, not stretched', true],
            ['Stretched as tight as possible', false],
          ],
        },
      ],
    },
  },
  {
    kind: 'training',
    group: 'embroidery',
    lang: 'en',
    seconds: 2700,
    title: 'Online class recording: your first design',
    description: 'The full online class, from loading a design to the finished logo.',
    url: 'https://vimeo.com/76979871',
  },
];

const EMB_ES: VideoSpec[] = [
  {
    kind: 'pre_training',
    group: 'embroidery',
    lang: 'es',
    seconds: 6,
    title: 'Desembalaje y ubicación de su Persona PRO',
    description: 'Dónde va la máquina, qué trae la caja y qué piezas guardar para el servicio técnico.',
    file: 'clip-hooping.mp4',
    poster: 'poster-embroidery.jpg',
    checklist: [
      'Mesa para 70 kg o más',
      'Enchufe a menos de 2 m, en su propio circuito',
      'Guarde los tornillos de transporte y la caja',
    ],
    quiz: {
      pass: 80,
      questions: [
        {
          text: '¿Qué debe guardar después de desembalar?',
          answers: [
            ['Los tornillos de transporte', true],
            ['Solo las esquinas de espuma', false],
            ['Nada', false],
          ],
        },
        {
          text: '¿Qué superficies son adecuadas?',
          multiple: true,
          answers: [
            ['Una mesa firme', true],
            ['Un carro con frenos puestos', true],
            ['Una silla plegable', false],
          ],
        },
      ],
    },
  },
  {
    kind: 'pre_training',
    group: 'embroidery',
    lang: 'es',
    seconds: 8,
    title: 'Enhebrado de las agujas',
    description: 'Siga el recorrido del hilo en las 15 agujas y pruebe la tensión.',
    file: 'clip-threading.mp4',
    poster: 'poster-embroidery.jpg',
    checklist: [
      'Enhebre cada aguja en orden de color',
      'Deje 10 cm de hilo por cada ojo',
      'Borde el diseño de prueba de tensión',
    ],
    quiz: {
      pass: 100,
      questions: [
        {
          text: '¿Cuánto hilo debe salir por el ojo de la aguja?',
          answers: [
            ['Unos 10 cm', true],
            ['Unos 1 cm', false],
            ['Todo lo posible', false],
          ],
        },
      ],
    },
  },
  {
    kind: 'pre_training',
    group: 'embroidery',
    lang: 'es',
    seconds: 6,
    title: 'Enmarcado de su primera prenda',
    description: 'Use los bastidores magnéticos para enmarcar un polo recto y firme.',
    file: 'clip-hooping.mp4',
    poster: 'poster-embroidery.jpg',
    checklist: [
      'Entretela 2 cm más grande que el bastidor',
      'Prenda lisa, sin estirar',
      'El bastidor encaja en los brazos',
    ],
    quiz: {
      pass: 50,
      questions: [
        {
          text: '¿Cuánto más grande que el bastidor debe ser la entretela?',
          answers: [
            ['2 cm', true],
            ['Debe ser más pequeña', false],
          ],
        },
        {
          text: 'Una prenda enmarcada debe estar…',
          answers: [
            ['Lisa, sin estirar', true],
            ['Lo más estirada posible', false],
          ],
        },
      ],
    },
  },
  {
    kind: 'training',
    group: 'embroidery',
    lang: 'es',
    seconds: 2700,
    title: 'Grabación de la clase en línea: su primer diseño',
    description: 'La clase completa, desde cargar un diseño hasta el logotipo terminado.',
    url: 'https://vimeo.com/76979871',
  },
];

const VISION: VideoSpec[] = [
  {
    kind: 'pre_training',
    group: 'vision',
    lang: 'en',
    seconds: 6,
    title: 'Before your online training: do not power on',
    description: 'Your Vision printer is filled with ink during the online training. Leave it switched off until then.',
    file: 'clip-printhead.mp4',
    poster: 'poster-dtg.jpg',
    checklist: [
      'Printer unpacked but switched off',
      'Room between 61 F and 90 F',
      'Humidifier set up near the printer',
    ],
    quiz: {
      pass: 100,
      questions: [
        {
          text: 'When may you power on the Vision printer?',
          answers: [
            ['During the online training', true],
            ['Right after unboxing', false],
          ],
        },
      ],
    },
  },
  {
    kind: 'pre_training',
    group: 'vision',
    lang: 'en',
    seconds: 6,
    title: 'Preparing your workspace',
    description: 'Ventilation, humidity and a pretreatment area.',
    file: 'clip-maintenance.webm',
    poster: 'poster-dtg.jpg',
    checklist: ['Humidity between 45% and 80%', 'A separate pretreatment table'],
  },
  {
    kind: 'pre_training',
    group: 'vision',
    lang: 'es',
    seconds: 6,
    title: 'Antes de su capacitación en línea: no la encienda',
    description:
      'Su impresora Vision se llena de tinta durante la capacitación en línea. Déjela apagada hasta entonces.',
    file: 'clip-printhead.mp4',
    poster: 'poster-dtg.jpg',
    checklist: ['Impresora desembalada pero apagada', 'Sala entre 61 F y 90 F', 'Humidificador cerca de la impresora'],
    quiz: {
      pass: 100,
      questions: [
        {
          text: '¿Cuándo puede encender la impresora Vision?',
          answers: [
            ['Durante la capacitación en línea', true],
            ['Justo después de desembalarla', false],
          ],
        },
      ],
    },
  },
  {
    kind: 'pre_training',
    group: 'vision',
    lang: 'es',
    seconds: 6,
    title: 'Preparación del espacio de trabajo',
    description: 'Ventilación, humedad y una zona de pretratamiento.',
    file: 'clip-maintenance.webm',
    poster: 'poster-dtg.jpg',
    checklist: ['Humedad entre 45% y 80%', 'Una mesa aparte para el pretratamiento'],
  },
];

const RI: VideoSpec[] = [
  {
    kind: 'pre_training',
    group: 'dtg',
    lang: 'en',
    seconds: 6,
    title: 'Ri 1000/2000: site requirements',
    description: 'Temperature, humidity and power for a reliable printer.',
    file: 'clip-printhead.mp4',
    poster: 'poster-dtg.jpg',
    checklist: ['Humidity 45% to 80%', 'Temperature 61 F to 90 F', 'Dedicated 15 A outlet'],
    quiz: {
      pass: 75,
      questions: [
        {
          text: 'Which humidity range keeps the warranty?',
          answers: [
            ['45% to 80%', true],
            ['10% to 30%', false],
          ],
        },
        {
          text: 'Which are site requirements?',
          multiple: true,
          answers: [
            ['A dedicated outlet', true],
            ['61 F to 90 F', true],
            ['Direct sunlight', false],
          ],
        },
      ],
    },
  },
  {
    kind: 'pre_training',
    group: 'dtg',
    lang: 'es',
    seconds: 6,
    title: 'Ri 1000/2000: requisitos del lugar',
    description: 'Temperatura, humedad y alimentación para una impresora fiable.',
    file: 'clip-printhead.mp4',
    poster: 'poster-dtg.jpg',
    checklist: ['Humedad del 45% al 80%', 'Temperatura de 61 F a 90 F', 'Enchufe dedicado de 15 A'],
    quiz: {
      pass: 75,
      questions: [
        {
          text: '¿Qué rango de humedad mantiene la garantía?',
          answers: [
            ['Del 45% al 80%', true],
            ['Del 10% al 30%', false],
          ],
        },
        {
          text: '¿Cuáles son requisitos del lugar?',
          multiple: true,
          answers: [
            ['Un enchufe dedicado', true],
            ['De 61 F a 90 F', true],
            ['Luz solar directa', false],
          ],
        },
      ],
    },
  },
  {
    kind: 'post_training',
    group: 'dtg',
    lang: 'en',
    seconds: 6,
    title: 'Daily maintenance in five minutes',
    description: 'Nozzle check, capping station and wiper: the routine that keeps your warranty.',
    file: 'clip-maintenance.webm',
    poster: 'poster-dtg.jpg',
    checklist: ['Nozzle check printed', 'Capping station wiped', 'Ink levels at 5% or more'],
    captions: MAINTENANCE_CAPTIONS,
  },
  {
    kind: 'post_training',
    group: 'dtg',
    lang: 'en',
    seconds: 6,
    title: 'Cleaning the encoder strip',
    description: 'Weekly, or every 30 prints.',
    file: 'clip-printhead.mp4',
    poster: 'poster-dtg.jpg',
  },
  {
    kind: 'post_training',
    group: 'dtg',
    lang: 'es',
    seconds: 6,
    title: 'Mantenimiento diario en cinco minutos',
    description: 'Revisión de inyectores, estación de tapado y limpiador: la rutina que mantiene su garantía.',
    file: 'clip-maintenance.webm',
    poster: 'poster-dtg.jpg',
    checklist: ['Revisión de inyectores impresa', 'Estación de tapado limpia', 'Tinta al 5% o más'],
    captions: MAINTENANCE_CAPTIONS,
  },
  {
    kind: 'post_training',
    group: 'dtg',
    lang: 'es',
    seconds: 6,
    title: 'Limpieza de la tira del encoder',
    description: 'Cada semana, o cada 30 impresiones.',
    file: 'clip-printhead.mp4',
    poster: 'poster-dtg.jpg',
  },
];

/** After training: what an embroidery or Vision owner keeps doing, as the Ri's owners have. */
const AFTER_TRAINING: VideoSpec[] = [
  {
    kind: 'post_training',
    group: 'embroidery',
    lang: 'en',
    seconds: 8,
    title: 'Weekly care: oiling the hook and cleaning the bobbin case',
    description: 'Ten minutes a week that keep thread breaks away.',
    file: 'clip-threading.mp4',
    poster: 'poster-embroidery.jpg',
    checklist: ['Rotary hook oiled (one drop)', 'Lint brushed out of the bobbin case', 'Needles checked for burrs'],
    captions: CARE_CAPTIONS,
  },
  {
    kind: 'post_training',
    group: 'embroidery',
    lang: 'en',
    seconds: 6,
    title: 'Hooping caps and tubular garments',
    description: 'The cap frame and the tubular arms, after your first hundred polos.',
    file: 'clip-hooping.mp4',
    poster: 'poster-embroidery.jpg',
    checklist: ['Cap frame driver fitted', 'Backing trimmed to the hoop', 'Design centred with the laser'],
  },
  {
    kind: 'post_training',
    group: 'embroidery',
    lang: 'es',
    seconds: 8,
    title: 'Cuidado semanal: lubricar el garfio y limpiar la caja de la bobina',
    description: 'Diez minutos por semana que evitan que el hilo se rompa.',
    file: 'clip-threading.mp4',
    poster: 'poster-embroidery.jpg',
    checklist: ['Garfio rotativo lubricado (una gota)', 'Pelusa retirada de la caja de la bobina', 'Agujas revisadas'],
    captions: CARE_CAPTIONS,
  },
  {
    kind: 'post_training',
    group: 'embroidery',
    lang: 'es',
    seconds: 6,
    title: 'Enmarcar gorras y prendas tubulares',
    description: 'El marco de gorras y los brazos tubulares, después de sus primeros cien polos.',
    file: 'clip-hooping.mp4',
    poster: 'poster-embroidery.jpg',
    checklist: ['Marco de gorras colocado', 'Entretela recortada al bastidor', 'Diseño centrado con el láser'],
  },
  {
    kind: 'post_training',
    group: 'vision',
    lang: 'en',
    seconds: 6,
    title: 'Vision: end-of-day routine',
    description: 'Park the heads, clean the platen and keep the white ink moving.',
    file: 'clip-printhead.mp4',
    poster: 'poster-dtg.jpg',
    checklist: ['Heads parked and capped', 'Platen cleaned', 'White ink circulation on'],
  },
  {
    kind: 'post_training',
    group: 'vision',
    lang: 'es',
    seconds: 6,
    title: 'Vision: rutina al final del día',
    description: 'Estacione los cabezales, limpie la platina y mantenga la tinta blanca en circulación.',
    file: 'clip-printhead.mp4',
    poster: 'poster-dtg.jpg',
    checklist: ['Cabezales estacionados y tapados', 'Platina limpia', 'Circulación de tinta blanca activada'],
  },
];

const SOFTWARE_EN_ONLY: VideoSpec[] = [
  {
    kind: 'pre_training',
    group: 'software',
    lang: 'en',
    seconds: 8,
    title: 'Installing Chroma and activating your licence',
    description: 'Download, install and sign in before your first class.',
    file: 'clip-threading.mp4',
    checklist: ['Chroma installed', 'Licence activated', 'Sample designs opened'],
  },
  {
    kind: 'training',
    group: 'software',
    lang: 'en',
    seconds: 1800,
    title: 'Digitizing a logo from artwork',
    description: 'Recorded class: auto-digitize, then clean up the stitch order.',
    url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
];

export const DEMO_VIDEOS: VideoSpec[] = [
  ...EMB_EN,
  ...EMB_ES,
  ...VISION,
  ...RI,
  ...AFTER_TRAINING,
  ...SOFTWARE_EN_ONLY,
];

export interface ResourceSpec {
  product: ProductKey;
  lang: 'en' | 'es';
  kind: ResourceKind;
  title: string;
  file?: string;
  link?: string;
}

export const DEMO_RESOURCES: ResourceSpec[] = [
  {
    product: 'ri2000',
    lang: 'en',
    kind: 'post_training_resource',
    title: 'Warranty checklist (PDF)',
    file: 'ri-warranty-checklist-en.pdf',
  },
  {
    product: 'ri2000',
    lang: 'es',
    kind: 'post_training_resource',
    title: 'Lista de garantía (PDF)',
    file: 'ri-warranty-checklist-es.pdf',
  },
  {
    product: 'ri2000',
    lang: 'en',
    kind: 'resource',
    title: 'Daily maintenance guide',
    file: 'ri-maintenance-guide-en.pdf',
  },
  {
    product: 'ri2000',
    lang: 'en',
    kind: 'resource',
    title: 'Ri 2000 user manual',
    link: 'https://support.example.com/ri-2000/manual',
  },
  {
    product: 'ri2000',
    lang: 'es',
    kind: 'resource',
    title: 'Manual de usuario Ri 2000',
    link: 'https://support.example.com/es/ri-2000/manual',
  },
  {
    product: 'persona',
    lang: 'en',
    kind: 'resource',
    title: 'Persona PRO quick start',
    link: 'https://support.example.com/persona-pro/quick-start',
  },
  {
    product: 'persona',
    lang: 'es',
    kind: 'resource',
    title: 'Guía rápida Persona PRO',
    link: 'https://support.example.com/es/persona-pro/quick-start',
  },
  {
    product: 'vision',
    lang: 'en',
    kind: 'resource',
    title: 'Vision site preparation',
    link: 'https://support.example.com/vision/site-preparation',
  },
  {
    product: 'vision',
    lang: 'es',
    kind: 'resource',
    title: 'Preparación del sitio Vision',
    link: 'https://support.example.com/es/vision/site-preparation',
  },
  {
    product: 'persona',
    lang: 'en',
    kind: 'post_training_resource',
    title: 'Persona PRO maintenance schedule',
    link: 'https://support.example.com/persona-pro/maintenance',
  },
  {
    product: 'persona',
    lang: 'es',
    kind: 'post_training_resource',
    title: 'Calendario de mantenimiento Persona PRO',
    link: 'https://support.example.com/es/persona-pro/maintenance',
  },
  {
    product: 'vision',
    lang: 'en',
    kind: 'post_training_resource',
    title: 'Vision ink and head care guide',
    link: 'https://support.example.com/vision/ink-care',
  },
  {
    product: 'vision',
    lang: 'es',
    kind: 'post_training_resource',
    title: 'Guía de cuidado de tinta y cabezales Vision',
    link: 'https://support.example.com/es/vision/ink-care',
  },
];

export const DEMO_TEMPLATES = [
  {
    name: 'Embroidery basics (online)',
    topic: 'Machine basics',
    type: 'online',
    duration_minutes: 120,
    capacity: 6,
    lang_code: 'en',
    class_link: 'https://meet.example.com/embroidery-basics',
    note: 'Have a hooped polo and backing ready.',
  },
  {
    name: 'Bordado básico (en línea)',
    topic: 'Conceptos básicos de la máquina',
    type: 'online',
    duration_minutes: 120,
    capacity: 6,
    lang_code: 'es',
    class_link: 'https://meet.example.com/bordado-basico',
    note: 'Tenga listo un polo enmarcado y entretela.',
  },
  {
    name: 'Embroidery onsite training',
    topic: 'Full onsite training',
    type: 'onsite',
    duration_minutes: 600,
    capacity: 4,
    lang_code: 'en',
    class_link: null,
    note: 'Ten hours at your shop, split over two days.',
  },
  {
    name: 'DTG printing fundamentals',
    topic: 'First prints and maintenance',
    type: 'online',
    duration_minutes: 90,
    capacity: 8,
    lang_code: 'en',
    class_link: 'https://meet.example.com/dtg-fundamentals',
    note: 'Vision owners: do not power on the printer before the class.',
  },
  {
    name: 'Chroma digitizing 101',
    topic: 'Digitizing',
    type: 'online',
    duration_minutes: 60,
    capacity: 12,
    lang_code: 'en',
    class_link: 'https://meet.example.com/chroma-101',
    note: null,
  },
  {
    name: 'Showroom day (Orlando)',
    topic: 'Hands-on with every machine',
    type: 'showroom',
    duration_minutes: 240,
    capacity: 10,
    lang_code: 'en',
    class_link: null,
    note: 'Lunch provided.',
  },
] as const;
