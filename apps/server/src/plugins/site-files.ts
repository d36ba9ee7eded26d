import type { FastifyInstance } from 'fastify';

/**
 * The files a browser or a crawler asks the site root for by name, answered as such rather than with
 * the web app's page (decision 125). The portal is private: every screen needs a sign-in, so crawlers
 * are asked to index nothing, and the icon is the one the page draws inline (index.html).
 */
export const ROBOTS_TXT = [
  '# Owner Portal: a private portal, every page needs a sign-in.',
  'User-agent: *',
  'Disallow: /',
  '',
].join('\n');

/** The app's icon (a white P on the brand blue), as the page's inline icon draws it. */
export const FAVICON_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='8' fill='#1c7ed6'/><path d='M9 22V10h7a5 5 0 0 1 0 10h-4v2z' fill='none' stroke='#fff' stroke-width='2.5'/></svg>";

/** The same icon at 16, 32 and 48 px (PNG images in an ICO container, rendered from FAVICON_SVG). */
const FAVICON_ICO = Buffer.from(
  'AAABAAMAEBAAAAEAIABMAQAANgAAACAgAAABACAAEAIAAIIBAAAwMAAAAQAgAAEDAACSAwAAiVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAMAAAAoLQ9TAAAAaVBMVEUcftUcftYbfdYbf9EcftUafNcbftYae9NMaXEbfdUcftYbfdYcftUbftUcftaky+84jtv///8tiNlIl977/f7p8vuJvOpoqeRnqOTo8vuTwuySwevE3vRxr+XF3vXd7PmOv+tEld2w0vHyqU8TAAAADnRSTlPyqq8crCfuHQDxqe3s8MuDbvkAAAAJcEhZcwAAFiUAABYlAUlSJPAAAABvSURBVBjTXY+HCoAwDETP2dbROOre/v9HWkEk7UECeRy5BFLE0J8QJhIi10ypQKwdBYAL1Ds3ZDW33x5bVX0TrWZgoLK97zxw1Y3nmJjjJNrNyEB30MJSbOz2H+IfViJ0QYYk5XMRQYpA/Y9kkXwAcWsOGq7J37MAAAAASUVORK5CYIKJUE5HDQoaCgAAAA1JSERSAAAAIAAAACAIAwAAAESkisYAAACuUExURUxpcRx+1ht91hx91Sp/1Bx91h181Rx+1Rx+1ht91Rt+1hx+1SRt2hx91jNmzBt91Rt+1Rx91Rx/1h5/1Bt+1Rx81xx+1hx91ht91hx+1Rt91Rx91hx+1hx+1v///1mg4VWe4Pv8/iuH2UmX3vf6/imG2GKm40KU3YK46ESV3brY86PL7mSn42Om4yiF2LrY8qLK7lqh4fj7/qHJ7rvZ80mY3vv9/mGl46zQ8I6/60uTH7AAAAAddFJOUwD01f0G8yv8kdPU8geQBZSTjiwqjS2Xu5a+8b285yYh9QAAAAlwSFlzAAAsSwAALEsBpT2WqQAAAN9JREFUOMulk8kSgjAMQKOggIq47w1UwH3f/f8fs2wHpI0H3ykzeTNpswAI+matxL4o1ewOJDRGGpNiOHqcHzMl08gYMIKWqK9RglEFk5G0oUwLFlRooQ5pMHdT7mHeyAQPMx63NS0gXnZyYRWXeF45Bmup4KWhy3FDCuyEPCSFBaL/n7BFfqCEs+qRu/ibi6345lIqvLNGBXt5o15Jmh+X6laLZvrksLzivPPjnkuEOr0wk98rZ9NCDzoGufZdAIcSTHFZ+kydHzaj49RbiiqG2Uzvu9q2CudRsXrdKPcB1PxvUw/qTC8AAAAASUVORK5CYIKJUE5HDQoaCgAAAA1JSERSAAAAMAAAADAIAwAAAGDcCbUAAAEXUExURUxpcRx91ht91Rx91Rt/0Rx+1Rx+1Rx91Rx91hx+1R1/1Bt91Rx+1Bt91hx+1hl/1Bp70xx91ht+1Rx+1hx/1R561hx91hx62Rt+1Rx91ht91hx91ht91Rx+1ht+1Rx91Rt91hh52hx+1h9/1xx+1h1/1xx+1Rp/1hp91xt91h1+1Rx91hx+1v///+Hu+nGv5ez0/OPv+vX5/SKC14y+6jmP29rq+Gao4/7+/+71/I2+6u31/Mjg9fv9/tjp+LTV8YG36IC36EeW3kaW3svi9lWe4Fyi4lui4fT5/VOd4DqP22ur5DiO27bW8lqh4UWV3USV3Vmh4eDt+Xey5szi9oq96kOU3UKU3TSM2ou96r/b8zaN28Hc9FHvdx4AAAAsdFJOUwC18dcc8tj98/xObm239B4dbLhrUBn7G2+Y26JJtpvZnBWRIKoamUxNnmlq2KRM7wAAAAlwSFlzAABCcAAAQnABbvJfbQAAAVhJREFUSMeVltdWAjEQhgNbYREpgr13naUpShV77729/3OYXVhZLjiZ/7/LnPmSOcmUCNHVaCJjJmmIkmYmnRJhja/FSCFrZbnvP2YTQ0Y88J+wiCXL6e3P9JeEf4ZuE1vGqgQ2CdCcvM8YAsR04RCkrBjBgIiYwgBT2BhgCwIVBvYLIR38Nt5VQNEdVO2uigGuWz9TAqUgpKZPVI5VQPF/9fl2KdeFHTZA9FiShkMAoAtp2EMAOpWWawTYlZYnBHiRlhv0hHsEeJWWKgCcg7f04L3DERv4aVTk+ln50q1eLtW7uXSizKVyOFubV4QAtc6tuh5Kbddt+xX3/fXBrbgyt6ZhIGgCLS7AazNgI4uKeQzQ8GacxoAtkYIGSl4XYgEBJr2hbgB3lPPG6Aw7KGujO6gd7mBPBF+BOCuq6Hr/s7G4lFduP50b+M/o2VltaJbYWmRb7zn+AQgAeIUiR28vAAAAAElFTkSuQmCC',
  'base64',
);

/** A day: the files rarely change, and a browser asks for the icon on every first visit. */
const SITE_FILE_CACHE_CONTROL = 'public, max-age=86400';

export function registerSiteFiles(app: FastifyInstance): void {
  const hidden = { config: { access: { kind: 'public' as const } }, schema: { hide: true } };
  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', SITE_FILE_CACHE_CONTROL).send(ROBOTS_TXT),
  );
  app.get('/favicon.ico', hidden, async (_request, reply) =>
    reply.type('image/x-icon').header('cache-control', SITE_FILE_CACHE_CONTROL).send(FAVICON_ICO),
  );
  app.get('/favicon.svg', hidden, async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', SITE_FILE_CACHE_CONTROL).send(FAVICON_SVG),
  );
}
