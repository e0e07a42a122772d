import Testing
import GestureLab
