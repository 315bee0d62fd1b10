//! A pairing code: one phone's WebRTC offer or answer, packed small enough for a QR code
//! a phone's camera reads at arm's length.
//!
//! A data channel's description, once its network addresses are gathered, is 450–750
//! bytes of SDP; all the other phone needs from it are the ICE credentials, the DTLS
//! certificate's fingerprint, the DTLS role and the addresses. Those are packed as
//! `DK1|o|ufrag|pwd|fingerprint|role|address port|…` (about 150 bytes), and the SDP is
//! written again from them on the other phone. A description this packing does not know
//! (another fingerprint hash) travels whole, as `DK0|o|sdp`.

use base64::Engine;
use base64::engine::general_purpose::STANDARD_NO_PAD;

/// Which half of the handshake a code carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Half {
    /// The host's: a guest scans it.
    Offer,
    /// A guest's: the host scans it.
    Answer,
}

impl Half {
    fn mark(self) -> char {
        match self {
            Half::Offer => 'o',
            Half::Answer => 'a',
        }
    }

    fn from_mark(mark: &str) -> Option<Half> {
        match mark {
            "o" => Some(Half::Offer),
            "a" => Some(Half::Answer),
            _ => None,
        }
    }
}

/// Why a code read by the camera cannot be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum CodeError {
    /// Some other QR code: not one this app shows.
    #[error("not a Dialkeeper pairing code")]
    NotOurs,
    /// The other half: a guest's answer where the host's offer was expected, or the reverse.
    #[error("the other phone's code, not this step's")]
    OtherHalf,
}

/// Packs a description gathered in full (`sdp`) as a pairing code.
pub fn pack(half: Half, sdp: &str) -> String {
    match Parts::read(sdp) {
        Some(parts) => parts.write(half),
        None => format!("DK0|{}|{sdp}", half.mark()),
    }
}

/// The SDP a code carries, if it is a pairing code of the `expected` half.
pub fn unpack(code: &str, expected: Half) -> Result<String, CodeError> {
    let mut fields = code.trim().splitn(3, '|');
    let (version, mark, rest) = (fields.next(), fields.next(), fields.next());
    let half = mark.and_then(Half::from_mark).ok_or(CodeError::NotOurs)?;
    let rest = rest.ok_or(CodeError::NotOurs)?;
    let sdp = match version {
        // Its last line break was trimmed with the code's surrounding blanks.
        Some("DK0") if rest.starts_with("v=0") => format!("{rest}\r\n"),
        Some("DK1") => Parts::from_code(rest).ok_or(CodeError::NotOurs)?.sdp(),
        _ => return Err(CodeError::NotOurs),
    };
    if half != expected {
        return Err(CodeError::OtherHalf);
    }
    Ok(sdp)
}

/// What the other phone needs of a description.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Parts {
    ufrag: String,
    pwd: String,
    /// The SHA-256 fingerprint's 32 bytes.
    fingerprint: Vec<u8>,
    /// `a=setup:` as one letter: `x` actpass, `a` active, `p` passive.
    role: char,
    /// UDP addresses, as `address port`, best first.
    addresses: Vec<String>,
}

impl Parts {
    fn read(sdp: &str) -> Option<Parts> {
        let (mut ufrag, mut pwd, mut fingerprint, mut role) = (None, None, None, None);
        let mut addresses = vec![];
        for line in sdp.lines().map(str::trim) {
            if let Some(v) = line.strip_prefix("a=ice-ufrag:") {
                ufrag = Some(v.to_string());
            } else if let Some(v) = line.strip_prefix("a=ice-pwd:") {
                pwd = Some(v.to_string());
            } else if let Some(v) = line.strip_prefix("a=fingerprint:") {
                let hex = v.strip_prefix("sha-256 ")?;
                fingerprint = Some(hex.split(':').map(|b| u8::from_str_radix(b, 16).ok()).collect::<Option<Vec<u8>>>()?);
            } else if let Some(v) = line.strip_prefix("a=setup:") {
                role = Some(match v {
                    "actpass" => 'x',
                    "active" => 'a',
                    "passive" => 'p',
                    _ => return None,
                });
            } else if let Some(v) = line.strip_prefix("a=candidate:") {
                // foundation component transport priority address port typ kind …
                let f: Vec<&str> = v.split_whitespace().collect();
                if f.len() >= 6 && f[1] == "1" && f[2].eq_ignore_ascii_case("udp") && !f[4].contains('|') {
                    let address = format!("{} {}", f[4], f[5]);
                    if !addresses.contains(&address) {
                        addresses.push(address);
                    }
                }
            }
        }
        let fingerprint = fingerprint.filter(|f| f.len() == 32)?;
        Some(Parts { ufrag: ufrag?, pwd: pwd?, fingerprint, role: role?, addresses })
    }

    fn write(&self, half: Half) -> String {
        let mut code =
            format!("DK1|{}|{}|{}|{}|{}", half.mark(), self.ufrag, self.pwd, STANDARD_NO_PAD.encode(&self.fingerprint), self.role);
        for address in &self.addresses {
            code.push('|');
            code.push_str(address);
        }
        code
    }

    fn from_code(rest: &str) -> Option<Parts> {
        let mut fields = rest.split('|');
        let ufrag = fields.next().filter(|s| !s.is_empty())?.to_string();
        let pwd = fields.next().filter(|s| !s.is_empty())?.to_string();
        let fingerprint = STANDARD_NO_PAD.decode(fields.next()?).ok().filter(|f| f.len() == 32)?;
        let role = fields.next()?.chars().next().filter(|c| "xap".contains(*c))?;
        let addresses: Vec<String> = fields.map(str::to_string).collect();
        if addresses.iter().any(|a| a.split(' ').count() != 2) {
            return None;
        }
        Some(Parts { ufrag, pwd, fingerprint, role, addresses })
    }

    /// A data channel's description, as browsers write one.
    fn sdp(&self) -> String {
        let setup = match self.role {
            'a' => "active",
            'p' => "passive",
            _ => "actpass",
        };
        let fingerprint: Vec<String> = self.fingerprint.iter().map(|b| format!("{b:02X}")).collect();
        let mut sdp = String::from(
            "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=msid-semantic: WMS\r\n\
             m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n",
        );
        for (i, address) in self.addresses.iter().enumerate() {
            sdp.push_str(&format!("a=candidate:{i} 1 udp {} {address} typ host generation 0\r\n", 2_122_260_223 - i));
        }
        sdp.push_str(&format!(
            "a=end-of-candidates\r\na=ice-ufrag:{}\r\na=ice-pwd:{}\r\na=fingerprint:sha-256 {}\r\na=setup:{setup}\r\na=mid:0\r\n\
             a=sctp-port:5000\r\na=max-message-size:262144\r\n",
            self.ufrag,
            self.pwd,
            fingerprint.join(":")
        ));
        sdp
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An offer as Chromium gathers it for one data channel, no server.
    const OFFER: &str = "v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n\
        a=extmap-allow-mixed\r\na=msid-semantic: WMS\r\nm=application 50240 UDP/DTLS/SCTP webrtc-datachannel\r\n\
        c=IN IP4 10.99.0.1\r\na=candidate:3442447574 1 udp 2122260223 10.99.0.1 50240 typ host generation 0 network-id 1\r\n\
        a=candidate:2476227406 1 tcp 1518280447 10.99.0.1 9 typ host tcptype active generation 0 network-id 1\r\n\
        a=candidate:77 1 udp 2122194687 4b3c1f9e-1111-4a2b-9c3d-0123456789ab.local 50241 typ host generation 0\r\n\
        a=ice-ufrag:Gx9P\r\na=ice-pwd:vKqXJ0m3bL1yS0c8Qp6xwYtZ\r\na=ice-options:trickle\r\n\
        a=fingerprint:sha-256 9C:11:52:A6:0C:3D:7E:F4:19:22:64:8B:AB:5E:0F:91:73:24:CB:8E:03:D1:90:5A:4B:6C:2E:9F:11:08:EE:7A\r\n\
        a=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n";

    #[test]
    fn an_offer_packs_to_a_fifth_of_its_size_and_keeps_what_the_other_phone_needs() {
        let code = pack(Half::Offer, OFFER);
        assert!(code.starts_with("DK1|o|Gx9P|vKqXJ0m3bL1yS0c8Qp6xwYtZ|"), "{code}");
        assert!(code.len() < 200 && code.len() * 3 < OFFER.len(), "{} bytes: {code}", code.len());
        let sdp = unpack(&code, Half::Offer).unwrap();
        assert_eq!(Parts::read(&sdp), Parts::read(OFFER), "{sdp}");
        assert!(sdp.contains("a=candidate:0 1 udp 2122260223 10.99.0.1 50240 typ host"), "{sdp}");
        assert!(!sdp.contains(" tcp "), "TCP candidates are left out: {sdp}");
        assert!(sdp.contains("a=setup:actpass\r\n") && sdp.contains("a=ice-pwd:vKqXJ0m3bL1yS0c8Qp6xwYtZ\r\n"));
        assert!(sdp.contains("sha-256 9C:11:52:A6:"), "{sdp}");
    }

    #[test]
    fn an_answer_keeps_its_role_and_a_code_of_the_other_half_is_refused() {
        let answer = OFFER.replace("a=setup:actpass", "a=setup:active");
        let code = pack(Half::Answer, &answer);
        assert!(unpack(&code, Half::Answer).unwrap().contains("a=setup:active\r\n"));
        assert_eq!(unpack(&code, Half::Offer), Err(CodeError::OtherHalf));
    }

    #[test]
    fn a_description_the_packing_does_not_know_travels_whole() {
        let other = OFFER.replace("sha-256 9C:11", "sha-384 9C:11");
        let code = pack(Half::Offer, &other);
        assert!(code.starts_with("DK0|o|v=0"), "{code}");
        assert_eq!(unpack(&code, Half::Offer).unwrap(), other);
    }

    #[test]
    fn other_codes_are_not_ours() {
        for code in ["", "https://example.org", "DK1|o|", "DK1|x|a|b|c|x", "DK1|o|u|p|short|x", "DK0|o|hello", "DK9|o|v=0"] {
            assert_eq!(unpack(code, Half::Offer), Err(CodeError::NotOurs), "{code:?}");
        }
    }
}
