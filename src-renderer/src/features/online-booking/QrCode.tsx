import { Button } from '@blueprintjs/core';
import QRCode from 'qrcode';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { qrFileName } from './snippets';

interface QrCodeProps {
  text: string;
  /** Canvas size in pixels: 256 in the QR Code tab, 180 in the setup summary (spec part 2 §9). */
  size: number;
  errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
  /** With a Download button: the file is named after the business. */
  downloadFor?: string;
}

/** The booking link as a QR code drawn on a canvas. */
export function QrCode({ text, size, errorCorrectionLevel, downloadFor }: QrCodeProps) {
  const intl = useIntl();
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (canvas.current === null) return;
    void QRCode.toCanvas(canvas.current, text, {
      width: size,
      margin: 1,
      ...(errorCorrectionLevel ? { errorCorrectionLevel } : {}),
    });
  }, [text, size, errorCorrectionLevel]);

  function download() {
    if (canvas.current === null || downloadFor === undefined) return;
    const link = document.createElement('a');
    link.href = canvas.current.toDataURL('image/png');
    link.download = qrFileName(downloadFor);
    link.click();
  }

  return (
    <div className="online-booking-qr">
      <canvas
        ref={canvas}
        width={size}
        height={size}
        role="img"
        aria-label={intl.formatMessage({ id: 'onlineBooking.qr.label' }, { link: text })}
      />
      {downloadFor !== undefined && (
        <Button icon="download" text={intl.formatMessage({ id: 'onlineBooking.qr.download' })} onClick={download} />
      )}
    </div>
  );
}
