import Foundation

/// A colour of an illustration, 8 bits a channel.
public struct RGBColour: Hashable, Sendable {
  /// The red channel.
  public let red: UInt8
  /// The green channel.
  public let green: UInt8
  /// The blue channel.
  public let blue: UInt8

  /// The colour written `0xRRGGBB`.
  public init(_ hex: UInt32) {
    red = UInt8(truncatingIfNeeded: hex >> 16)
    green = UInt8(truncatingIfNeeded: hex >> 8)
    blue = UInt8(truncatingIfNeeded: hex)
  }

  /// The colour as SVG and CSS write it: `#rrggbb`.
  public var hex: String {
    "#"
      + [red, green, blue].map { byte in
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }

  /// This colour moved `amount` (0…1) of the way towards `other`.
  public func mixed(with other: RGBColour, _ amount: Double) -> RGBColour {
    func channel(_ a: UInt8, _ b: UInt8) -> UInt32 {
      UInt32((Double(a) + (Double(b) - Double(a)) * min(max(amount, 0), 1)).rounded())
    }
    return RGBColour(
      channel(red, other.red) << 16 | channel(green, other.green) << 8 | channel(blue, other.blue))
  }

  /// The relative luminance WCAG defines, from 0 (black) to 1 (white).
  public var luminance: Double {
    func linear(_ byte: UInt8) -> Double {
      let value = Double(byte) / 255
      return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white).
  public func contrast(with other: RGBColour) -> Double {
    let (light, dark) = (max(luminance, other.luminance), min(luminance, other.luminance))
    return (light + 0.05) / (dark + 0.05)
  }

  /// White.
  public static let white = RGBColour(0xFFFFFF)
  /// The ink every motif is outlined with.
  public static let ink = RGBColour(0x3D3846)
}
