type Props = { src: string | null; className: string; width: number; height: number };

/**
 * A tile's picture, loaded when it comes near the screen, in a frame of fixed proportions so
 * nothing moves when it arrives. It is decoration: the tile's name says what it is. A picture that
 * fails is logged to the console only (shell-and-content §8); the frame stays.
 */
export function TileImage({ src, className, width, height }: Props) {
  return (
    <span className={`${className} tile-image`}>
      {src === null ? null : (
        <img
          src={src}
          alt=""
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          onError={() => console.warn(`Game image failed to load: ${src}`)}
        />
      )}
    </span>
  );
}
