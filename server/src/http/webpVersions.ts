import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

// Pictures uploaded as PNG or JPEG are sent as WebP, at the same URL, to browsers that take it
// (Accept: image/webp): smaller files, same width and height. Each WebP is drawn once, on the first
// request that wants it (so uploads the seed did not make work too), and kept under cacheRoot; it is
// drawn again only when the picture is replaced by a newer file.

const CONVERTIBLE = /\.(png|jpe?g)$/i;

export function acceptsWebp(accept: string | undefined): boolean {
  return accept !== undefined && /\bimage\/webp\b/i.test(accept);
}

export class WebpVersions {
  private readonly drawing = new Map<string, Promise<boolean>>();
  /** source versions sharp could not read: tried once, then sent as they are */
  private readonly unreadable = new Set<string>();

  constructor(
    private readonly sourceRoot: string,
    private readonly cacheRoot: string,
  ) {}

  /** whether the picture at relative has a WebP form: the answer then depends on Accept */
  converts(relative: string): boolean {
    return CONVERTIBLE.test(relative);
  }

  /**
   * The WebP of sourceRoot/relative, as a path under cacheRoot; null when there is no such picture,
   * sharp cannot read it, or its WebP came out no smaller than the original.
   */
  async of(relative: string): Promise<string | null> {
    const source = path.join(this.sourceRoot, relative);
    const target = `${relative}.webp`;
    const sourceInfo = await stat(source).catch(() => null);
    if (!sourceInfo?.isFile()) return null;
    const version = `${relative}:${sourceInfo.size}:${sourceInfo.mtimeMs}`;
    if (this.unreadable.has(version)) return null;
    let webp = await stat(path.join(this.cacheRoot, target)).catch(() => null);
    if (!webp || webp.mtimeMs < sourceInfo.mtimeMs) {
      if (!(await this.draw(source, target, version))) return null;
      webp = await stat(path.join(this.cacheRoot, target));
    }
    return webp.size < sourceInfo.size ? target : null;
  }

  /** one drawing per picture version at a time; concurrent requests wait for it */
  private draw(source: string, target: string, version: string): Promise<boolean> {
    let drawn = this.drawing.get(version);
    if (!drawn) {
      drawn = this.render(source, target).then(
        () => true,
        () => {
          this.unreadable.add(version);
          return false;
        },
      );
      void drawn.finally(() => this.drawing.delete(version));
      this.drawing.set(version, drawn);
    }
    return drawn;
  }

  private async render(source: string, target: string) {
    const file = path.join(this.cacheRoot, target);
    await mkdir(path.dirname(file), { recursive: true });
    // written under another name first, so a half-written file is never sent
    const partial = `${file}.${process.pid}.tmp`;
    await sharp(source).webp({ quality: 80, effort: 4 }).toFile(partial);
    await rename(partial, file);
  }
}
