// A picture served by the gateway, or, where the bases do not serve it back (the description has only the
// uploads) or it fails to load, a plain placeholder of the same size that says so instead of a broken image.
import { Center, Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';
import { FiImage } from 'react-icons/fi';

export function Picture(props: ImageProps & { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    const { w, h, boxSize, maxH, rounded, borderWidth, alt } = props;
    return (
      <Center
        w={w ?? boxSize}
        h={h ?? boxSize ?? '24'}
        maxH={maxH}
        rounded={rounded}
        borderWidth={borderWidth}
        bg="bg.muted"
        color="fg.muted"
        role="img"
        aria-label={alt ? `${alt}: not available` : 'Picture not available'}
        title="Picture not available"
      >
        <FiImage aria-hidden />
      </Center>
    );
  }
  return <Image {...props} onError={() => setFailed(true)} />;
}
